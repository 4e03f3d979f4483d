//! The `randevu` server: configuration, startup, the embedded web app and demo data.

pub mod adapters;
pub mod app;
pub mod config;
pub mod routes;
pub mod seed;
pub mod web;
pub mod workers;
