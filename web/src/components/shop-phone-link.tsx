import { telHref, useShopSettings } from '@/lib/shop-settings';

/** The shop's phone from the business settings, as a call link ('…' while it loads). */
export function ShopPhoneLink() {
  const contact = useShopSettings().data?.contact;
  return contact ? <a href={telHref(contact.phone)}>{contact.phone}</a> : <>…</>;
}
