// Account rules shared by server and browser: roles and the structured address.
export const ROLES = ['customer', 'worker', 'coordinator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}
