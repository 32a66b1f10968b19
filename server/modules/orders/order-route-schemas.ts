// The answers of an order placement, shared by orders.routes.ts (shoppers) and orders-staff.routes.ts (staff).
import { errorBody } from '../../plugins/schemas.ts';
import { orderViewSchema } from '../../../domain/schemas/order-views.ts';

export const placeAnswers = {
  201: orderViewSchema,
  400: errorBody,
  401: errorBody,
  409: errorBody,
  422: errorBody,
  429: errorBody,
  503: errorBody,
};
