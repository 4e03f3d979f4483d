//! The payment provider's calls into the site: webhooks (renewals paid or failed, verified by
//! signature, idempotent through `payment_events`) and the return from its checkout form.

pub mod checkout_return;
pub mod webhook;
