// /product/:prodId: gallery, choices and Add to Cart, information tabs and related pieces, server-rendered with SEO data (SPEC §2).
import { lazy, Suspense, useState } from 'react';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { plainName } from '../../domain/product-names.ts';
import { RELATED_COUNT, RELATED_FETCH_COUNT } from '../../domain/limits.ts';
import type { ProductView } from '../../domain/schemas/product-views.ts';
import { type ProductCardView, toProductCard } from '../features/catalog/index.ts';
import {
  AddToCartPanel,
  Breadcrumb,
  Gallery,
  galleryImages,
  inlineJson,
  loadProductTabs,
  loadRelatedProducts,
  loadSizeGuideDialog,
  notFoundMeta,
  ProductHeading,
  productJsonLd,
  ProductLead,
  productMeta,
  type ProductTab,
  TrustPoints,
  useColorChoice,
} from '../features/product/index.ts';
import { productSwatches } from '../features/product/index.server.ts';
import { ButtonLink } from '../ui/button.tsx';
import type { Route } from './+types/product';
import { deferredHydration } from '../lib/deferred-hydration.tsx';
import { READS_NO_QUERY } from '../lib/page-handle.ts';

export const handle = READS_NO_QUERY;

// Below the fold: the information tabs and 'You may also like' hydrate once the page is interactive.
const ProductTabs = deferredHydration(() => loadProductTabs().then((m) => m.ProductTabs));
const RelatedProducts = deferredHydration(() => loadRelatedProducts().then((m) => m.RelatedProducts));

// The size guide sheet (and Radix Dialog with it) loads when first asked for.
const SizeGuideDialog = lazy(() => loadSizeGuideDialog());

/** The catalog service signals a missing product with an AppError of status 404; checked by shape to keep server code out of the page. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 404;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const [product, arrivals] = await Promise.all([
    catalog.productByProdId(params.prodId).catch((error: unknown): never => {
      if (isNotFound(error)) throw data(null, { status: 404 });
      throw error;
    }),
    catalog.newArrivals(RELATED_FETCH_COUNT),
  ]);
  const related = arrivals
    .filter((p) => p.prodId !== product.prodId)
    .slice(0, RELATED_COUNT)
    .map(toProductCard);
  return { product, related, swatches: productSwatches(product), origin: context.publicUrl };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? productMeta(loaderData.product, loaderData.origin) : notFoundMeta();
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, swatches, origin } = loaderData;
  // A new product (e.g. from 'You may also like') starts with fresh choices and its first image.
  return (
    <ProductDetails key={product.prodId} product={product} related={related} swatches={swatches} origin={origin} />
  );
}

function ProductDetails({
  product,
  related,
  swatches,
  origin,
}: {
  product: ProductView;
  related: ProductCardView[];
  swatches: Record<string, string>;
  origin: string;
}) {
  const [tab, setTab] = useState<ProductTab>('details');
  const [sizeGuide, setSizeGuide] = useState<'never' | 'open' | 'closed'>('never');
  const [color, setColor] = useColorChoice(product);
  const images = galleryImages(product, color);

  return (
    <div className="mx-auto max-w-7xl pb-8 sm:px-6 lg:px-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: inlineJson(productJsonLd(product, galleryImages(product), origin)) }}
      />
      <div className="px-4 py-2.5 sm:px-0 sm:py-4 lg:py-6">
        <Breadcrumb product={product} />
      </div>
      {/* Below lg the heading goes above the photo (the details column dissolves into the flow with `contents`), so a
          phone's first screen holds name, price and photo; from lg the two columns are as before. */}
      <div className="flex flex-col lg:grid lg:grid-cols-[55fr_45fr] lg:items-start lg:gap-12 xl:gap-16">
        <Gallery images={images} name={plainName(product.name)} showFirstOn={color} />
        <div className="max-lg:contents lg:sticky lg:top-32">
          <div className="px-4 pb-4 max-lg:order-first sm:px-0 sm:pb-6 lg:pb-0">
            <ProductHeading product={product} />
          </div>
          <div className="mt-6 space-y-8 px-4 sm:px-0 lg:mt-5">
            <ProductLead product={product} />
            <AddToCartPanel
              product={product}
              swatches={swatches}
              onShowSizeGuide={() => setSizeGuide('open')}
              color={color}
              onColorChange={setColor}
            />
            <TrustPoints />
          </div>
        </div>
      </div>
      <div className="mt-14 px-4 sm:px-0 lg:mt-20">
        <ProductTabs product={product} value={tab} onValueChange={setTab} />
      </div>
      <div className="px-4 sm:px-0">
        <RelatedProducts products={related} />
      </div>
      {sizeGuide !== 'never' && (
        <Suspense fallback={null}>
          <SizeGuideDialog
            product={product}
            open={sizeGuide === 'open'}
            onOpenChange={(open) => setSizeGuide(open ? 'open' : 'closed')}
          />
        </Suspense>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">
        {notFound ? 'Error 404' : 'Something went wrong'}
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">
        {notFound ? 'Product not found' : 'Failed to fetch product details'}
      </h1>
      <p className="mt-3 text-muted">
        {notFound
          ? 'This piece may have sold out or moved. The whole collection is waiting in the shop.'
          : 'Please try again in a moment. If it keeps happening, contact us and we will help.'}
      </p>
      <ButtonLink to="/shop" className="mt-8">
        Back to Shop
      </ButtonLink>
    </div>
  );
}
