//! One integration binary for the server crate (keeps link time low).

mod helpers;

mod account_deletion;
mod admin_agreements;
mod admin_catalogue;
mod admin_moderation;
mod admin_reviews;
mod admin_sales;
mod admin_salons;
mod admin_users;
mod api_basics;
mod auth;
mod bad_input;
mod blog;
mod booking;
mod booking_contention;
mod booking_guard;
mod cabinet_clients;
mod cabinet_desk;
mod cabinet_profile;
mod cabinet_team;
mod discovery;
mod limits;
mod nodes;
mod operations;
mod pages;
mod partners;
mod plan_limits;
mod privacy;
mod races;
mod realtime;
mod seed;
mod shutdown;
mod subscriptions;
