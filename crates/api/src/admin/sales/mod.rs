//! `/api/admin/sales` (spec §7 admin "sales", issue #18 item 6): the subscription payments of
//! every salon. A salon's own subscription, grants and payments are on its card
//! (`admin::salons`).

pub mod list;
