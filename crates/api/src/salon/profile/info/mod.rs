//! `GET /api/salon/info` and `POST /api/salon/update`: the salon's profile (spec §2 salon, §3
//! salon): name, phone, e-mail, address with its place, map pin, transport, social links,
//! custom link, and the gallery.

mod show;
mod update;

pub use show::*;
pub use update::*;

use super::gallery::{GalleryPhoto, gallery_out};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use serde::{Deserialize, Serialize};
use store::salon_profile::{self as profile};
use utoipa::ToSchema;

/// A province, district or neighbourhood by id and name.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlaceRef {
    pub id: i64,
    pub name: String,
}

/// Social network links (each a URL, each optional).
#[derive(Debug, Default, Clone, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SalonSocial {
    pub instagram: Option<String>,
    pub facebook: Option<String>,
    pub tiktok: Option<String>,
    pub youtube: Option<String>,
    pub website: Option<String>,
}

/// The salon's legal details for its invoices (issue #18): empty texts are null.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SalonLegal {
    #[schema(max_length = 255)]
    pub legal_name: Option<String>,
    /// 10 digits (VKN) or 11 (TC identity number).
    #[schema(max_length = 20)]
    pub tax_number: Option<String>,
    #[schema(max_length = 255)]
    pub tax_office: Option<String>,
    #[schema(max_length = 255)]
    pub billing_address: Option<String>,
}

/// The salon's profile as the cabinet edits it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SalonInfo {
    pub id: i64,
    /// The public page's slug; it does not follow name changes (links stay valid).
    pub slug: String,
    pub name: String,
    /// E.164
    pub phone: String,
    pub email: Option<String>,
    pub address: String,
    pub province: Option<PlaceRef>,
    pub district: Option<PlaceRef>,
    pub neighbourhood: Option<PlaceRef>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub transport: Option<String>,
    pub social: SalonSocial,
    pub custom_link: Option<String>,
    /// The legal details printed on the subscription invoices.
    pub legal: SalonLegal,
    /// In order; the first is the cover of the salon's card.
    pub gallery: Vec<GalleryPhoto>,
    /// How many photos the gallery takes.
    pub gallery_max: u64,
}

async fn load(state: &AppState, salon_id: i64) -> ApiResult<SalonInfo> {
    let p = profile::profile(&state.db, salon_id).await?.ok_or_else(ApiError::not_found)?;
    let gallery = profile::gallery(&state.db, salon_id).await?;
    let s = p.salon;
    Ok(SalonInfo {
        gallery: gallery_out(&s.name, gallery),
        gallery_max: domain::limits::GALLERY_PHOTOS_MAX,
        social: serde_json::from_str(&s.social).unwrap_or_default(),
        province: p.province.map(|x| PlaceRef { id: x.id, name: x.name }),
        district: p.district.map(|x| PlaceRef { id: x.id, name: x.name }),
        neighbourhood: p.neighbourhood.map(|x| PlaceRef { id: x.id, name: x.name }),
        id: s.id,
        slug: s.slug,
        name: s.name,
        phone: s.phone,
        email: s.email,
        address: s.address,
        lat: s.lat,
        lng: s.lng,
        transport: s.transport,
        custom_link: s.custom_link,
        legal: SalonLegal {
            legal_name: s.legal_name,
            tax_number: s.tax_number,
            tax_office: s.tax_office,
            billing_address: s.billing_address,
        },
    })
}
