//! The platform admin's side of subscriptions (issue #18 item 6, spec §7 "sales"): every
//! subscription payment on the generic data table with its totals, a salon's subscription and
//! payments for its admin card, and plans an admin grants (e.g. a trial extension) or ends, each
//! recorded on the salon's audit trail with its reason.

mod grant;
mod table;

pub use grant::*;
pub use table::*;

/// A salon's subscription row and one of its payments, as the admin card reads them.
pub use crate::entities::subscription_payments::Model as SubscriptionPayment;
pub use crate::entities::subscriptions::Model as Subscription;
