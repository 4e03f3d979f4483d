//! Manual entries (spec §7 salon schedule `acts/new`, `client`): staff book a walk-in or phone
//! client into the calendar. A paid-plan feature (spec §1, §6): the free plan is refused with
//! `plan_feature_unavailable`. The same rules as an online booking apply (`booking::calendar`),
//! and the same database guard against double booking; the visit is confirmed at once and
//! linked to the salon's client card for the phone (created when missing).

mod client;
mod create;

pub use client::*;
pub use create::*;
