//! One integration binary for the server crate (keeps link time low).

mod helpers;

mod api_basics;
mod auth;
mod booking;
mod booking_guard;
mod cabinet_clients;
mod cabinet_desk;
mod cabinet_profile;
mod cabinet_team;
mod discovery;
mod limits;
mod operations;
mod pages;
mod privacy;
mod realtime;
mod seed;
