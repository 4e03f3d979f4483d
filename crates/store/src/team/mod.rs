//! Queries of the salon's team (spec §3 master, §7 salon employees and master cabinet): the
//! masters of a salon with their services and account links, the employee count the plan limits,
//! removal with the cancellation of planned visits, schedules and breaks ([`schedule`]) and
//! portfolio cases ([`cases`]). Every lookup by id is scoped to a salon or an account in the
//! query itself.

pub mod cases;
pub mod schedule;

mod employees;
mod links;
mod masters;
mod remove;
mod save;
mod visits;

pub use employees::*;
pub use links::*;
pub use masters::*;
pub use remove::*;
pub use save::*;
pub use visits::*;
