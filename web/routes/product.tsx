// /product/:prodId : temporary product page (being replaced by the full product page).
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { product: await context.services.catalog.productByProdId(params.prodId) };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <h1 className="p-10 text-3xl">{loaderData.product.name}</h1>;
}
