//! Turkey's 81 provinces, their districts and neighbourhoods (`crates/server/seed/geo.json.gz`).

use std::io::Read;

use anyhow::Context;
use domain::text::fold;
use sea_orm::{ConnectionTrait, Set};
use serde::Deserialize;

use super::Report;
use crate::entities::*;
use crate::seed::insert_chunked;

const GEO: &[u8] = include_bytes!("../../../../server/seed/geo.json.gz");

#[derive(Deserialize)]
pub(super) struct Geo {
    pub(super) provinces: Vec<GeoProvince>,
    pub(super) districts: Vec<GeoDistrict>,
    pub(super) neighbourhoods: Vec<GeoNeighbourhood>,
}
#[derive(Deserialize)]
pub(super) struct GeoProvince {
    code: i64,
    name: String,
    slug: String,
    lat: f64,
    lng: f64,
}
#[derive(Deserialize)]
pub(super) struct GeoDistrict {
    pub(super) id: i64,
    pub(super) province_code: i64,
    pub(super) name: String,
    slug: String,
}
#[derive(Deserialize)]
pub(super) struct GeoNeighbourhood {
    pub(super) id: i64,
    pub(super) district_id: i64,
    pub(super) name: String,
    postal_code: Option<String>,
}

pub(super) fn decode() -> anyhow::Result<Geo> {
    let mut text = String::new();
    flate2::read::GzDecoder::new(GEO).read_to_string(&mut text).context("geo.json.gz")?;
    Ok(serde_json::from_str(&text)?)
}

pub(super) async fn seed<C: ConnectionTrait>(db: &C, geo: &Geo, report: &mut Report) -> anyhow::Result<()> {
    insert_chunked(
        db,
        geo.provinces
            .iter()
            .map(|p| provinces::ActiveModel {
                id: Set(p.code),
                name: Set(p.name.clone()),
                slug: Set(p.slug.clone()),
                search_key: Set(fold(&p.name)),
                lat: Set(p.lat),
                lng: Set(p.lng),
            })
            .collect(),
    )
    .await?;
    insert_chunked(
        db,
        geo.districts
            .iter()
            .map(|d| districts::ActiveModel {
                id: Set(d.id),
                province_id: Set(d.province_code),
                name: Set(d.name.clone()),
                slug: Set(d.slug.clone()),
                search_key: Set(fold(&d.name)),
            })
            .collect(),
    )
    .await?;
    insert_chunked(
        db,
        geo.neighbourhoods
            .iter()
            .map(|n| neighbourhoods::ActiveModel {
                id: Set(n.id),
                district_id: Set(n.district_id),
                name: Set(n.name.clone()),
                postal_code: Set(n.postal_code.clone()),
                search_key: Set(fold(&n.name)),
            })
            .collect(),
    )
    .await?;
    report.provinces = geo.provinces.len();
    report.districts = geo.districts.len();
    report.neighbourhoods = geo.neighbourhoods.len();
    Ok(())
}
