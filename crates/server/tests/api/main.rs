//! One integration binary for the server crate (keeps link time low).

mod helpers;

mod api_basics;
mod auth;
mod booking;
mod discovery;
mod pages;
mod seed;
