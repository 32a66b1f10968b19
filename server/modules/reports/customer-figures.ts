// Who bought what, for the Customers tab (issue 17 item 14): every order and preorder belongs to an account or to a
// guest. An order placed signed in is its account's; a guest order whose email is an account's joins that account when
// read (nothing is written: the shopper's own My orders still lists only orders placed signed in). The rest are
// guests, grouped by their phone number as WhatsApp reads it (domain/whatsapp.ts toE164), or by email with no phone.
import { sql } from 'drizzle-orm';
import { orderAmountCounted } from './order-figures.ts';
import { preorderPaidAmount } from './preorder-figures.ts';

/** The phone's digits the way toE164 reads them: national 03XX and 3XX... gain 92, a 00 prefix is dropped. */
const phoneKey = (column: string) =>
  sql.raw(`(case
     when btrim(${column}) like '+%' then regexp_replace(${column}, '\\D', '', 'g')
     when regexp_replace(${column}, '\\D', '', 'g') like '00%' then substr(regexp_replace(${column}, '\\D', '', 'g'), 3)
     when regexp_replace(${column}, '\\D', '', 'g') like '0%' then '92' || substr(regexp_replace(${column}, '\\D', '', 'g'), 2)
     when regexp_replace(${column}, '\\D', '', 'g') ~ '^3\\d{9}$' then '92' || regexp_replace(${column}, '\\D', '', 'g')
     else regexp_replace(${column}, '\\D', '', 'g') end)`);
const guestPhone = phoneKey('b.phone');

/** Each purchase with its owner (an account id, or null for a guest) and its guest key ('phone:92...' or 'email:...').
 *  Orders count as spent as revenue counts them (order-figures.ts); preorders count what was paid (D15). */
export const ownedPurchases = sql`
  select b.kind, b.id, coalesce(b.user_id, m.id) as owner, b.name, b.email, b.phone, b.address, b.created_at, b.spent,
         case when ${guestPhone} <> '' then 'phone:' || ${guestPhone} else 'email:' || b.email end as guest_key
  from (
    select 'order' as kind, o.id, o.user_id, o.customer_name as name, lower(btrim(o.customer_email)) as email,
           o.customer_phone as phone, o.shipping_address as address, o.created_at,
           ${orderAmountCounted} as spent
    from orders o
    union all
    select 'preorder', p.id, p.user_id, p.customer_name, lower(btrim(p.customer_email)), p.customer_phone,
           p.shipping_address, p.created_at, ${preorderPaidAmount}
    from preorders p
  ) as b
  left join users m on b.user_id is null and b.email <> '' and m.email = b.email`;

/** Every non-admin account and every guest with their figures, one row each; `id` is the account's id or
 *  'guest:' and the guest key. Guests have no account to switch off: they are active customers. */
export const everyone = sql`
  with owned as (${ownedPurchases}),
  figures as (
    select owner, count(*) as n, sum(spent) as spent, max(created_at) as last from owned
    where owner is not null group by owner)
  select u.id::text as id, false as guest, u.name, u.email, u.phone_number, u.address, u.role, u.is_active,
         u.created_at, u.updated_at, coalesce(f.n, 0)::int as total_orders, coalesce(f.spent, 0)::int as total_spent,
         f.last as last_order_date
  from users u left join figures f on f.owner = u.id
  where u.role <> 'admin'
  union all
  select 'guest:' || guest_key, true, (array_agg(name order by created_at desc))[1],
         coalesce((array_agg(email order by created_at desc) filter (where email <> ''))[1], ''),
         (array_agg(phone order by created_at desc))[1], (array_agg(address order by created_at desc))[1],
         'customer', true, min(created_at), max(created_at), count(*)::int, sum(spent)::int, max(created_at)
  from owned where owner is null group by guest_key`;

/** The orders (not preorders) of one row of `everyone`, newest first: the detail modal's last 5. */
export const ordersOf = (id: string) =>
  id.startsWith('guest:')
    ? sql`select id from (${ownedPurchases}) as owned
          where kind = 'order' and owner is null and 'guest:' || guest_key = ${id}`
    : sql`select id from (${ownedPurchases}) as owned where kind = 'order' and owner::text = ${id}`;
