// The shop's contact details, hours and social profiles as the admin saved them in Shop settings (defaults until
// then), read from the root loader so the contact page, FAQ, privacy policy and meta descriptions agree.
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root.tsx';

/** Storefront pages render under the root, whose loader always answers this. */
export function useShopContact() {
  return useRouteLoaderData<typeof rootLoader>('root')!.contact;
}
