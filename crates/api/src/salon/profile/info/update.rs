//! Saves the profile. Every problem is reported at once (422); a phone that belongs to another

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::salon::profile::updated_message;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::Problems;
use domain::salon_settings::{self as rules, LINE_MAX_CHARS, NAME_MAX_CHARS, TEXT_MAX_CHARS};
use serde::{Deserialize, Serialize};
use store::salon_profile::{self as profile, PlaceError, ProfileUpdate};
use utoipa::ToSchema;

use super::*;

/// What the profile form sends. Empty texts are null.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct SalonInfoUpdate {
    pub name: String,
    /// A Turkish mobile (`+90 5xx xxx xx xx`); the number already stored is accepted as it is.
    pub phone: String,
    pub email: Option<String>,
    pub address: String,
    /// Optional: follows from the district.
    pub province_id: Option<i64>,
    /// Required unless a neighbourhood is given.
    pub district_id: Option<i64>,
    pub neighbourhood_id: Option<i64>,
    /// Map pin: both or neither.
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub transport: Option<String>,
    pub social: SalonSocial,
    /// A URL.
    pub custom_link: Option<String>,
    /// The legal details on the subscription invoices; absent leaves them as they are.
    pub legal: Option<SalonLegal>,
    /// The confirm-changes box (spec §5: saving edits needs it).
    pub confirm_changes: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonInfoSaved {
    /// "Salon information updated" in the request's language.
    pub message: String,
    pub info: SalonInfo,
}

/// Saves the profile. Every problem is reported at once (422); a phone that belongs to another
/// salon or to another salon's admin is `phone_exists_salon_admin` (409).
#[utoipa::path(post, path = "/update", operation_id = "salon_update", tag = "salon", request_body = SalonInfoUpdate, responses((status = 200, body = SalonInfoSaved), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    ValidJson(body): ValidJson<SalonInfoUpdate>,
) -> ApiResult<Json<SalonInfoSaved>> {
    let current = store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let mut out = Problems::default();
    let name = out.required_text("name", &body.name, NAME_MAX_CHARS);
    let phone = rules::check_salon_phone(&body.phone, &current.phone, &mut out);
    let email = out.optional_text("email", body.email.as_deref(), LINE_MAX_CHARS).flatten();
    if email.as_deref().is_some_and(|e| !domain::person::valid_email(e)) {
        out.push("email", "email");
    }
    let address = out.required_text("address", &body.address, LINE_MAX_CHARS);
    let coordinates = rules::check_coordinates(body.lat, body.lng, &mut out);
    let transport = out.optional_text("transport", body.transport.as_deref(), TEXT_MAX_CHARS).flatten();
    let social = SalonSocial {
        instagram: rules::check_url("social.instagram", body.social.instagram.as_deref(), &mut out),
        facebook: rules::check_url("social.facebook", body.social.facebook.as_deref(), &mut out),
        tiktok: rules::check_url("social.tiktok", body.social.tiktok.as_deref(), &mut out),
        youtube: rules::check_url("social.youtube", body.social.youtube.as_deref(), &mut out),
        website: rules::check_url("social.website", body.social.website.as_deref(), &mut out),
    };
    let custom_link = rules::check_url("custom_link", body.custom_link.as_deref(), &mut out);
    let place = match profile::resolve_place(&state.db, body.province_id, body.district_id, body.neighbourhood_id).await? {
        Ok(place) => Some(place),
        Err(PlaceError::Missing) => {
            out.push("district_id", "required");
            None
        }
        Err(PlaceError::Unknown(field) | PlaceError::Mismatch(field)) => {
            out.push(field, "wrong_format");
            None
        }
    };
    let legal = body.legal.as_ref().map(|l| profile::LegalDetails {
        legal_name: out.optional_text("legal.legal_name", l.legal_name.as_deref(), LINE_MAX_CHARS).flatten(),
        tax_number: rules::check_tax_number("legal.tax_number", l.tax_number.as_deref(), &mut out),
        tax_office: out.optional_text("legal.tax_office", l.tax_office.as_deref(), LINE_MAX_CHARS).flatten(),
        billing_address: out.optional_text("legal.billing_address", l.billing_address.as_deref(), LINE_MAX_CHARS).flatten(),
    });
    rules::check_confirmed(body.confirm_changes, &mut out);
    out.into_result()?;
    let (Some(name), Some(phone), Some(address), Some(place)) = (name, phone, address, place) else {
        return Err(ApiError::field("body", FieldError::new("wrong_format")));
    };
    if phone != current.phone && profile::phone_taken(&state.db, staff.salon_id, &phone).await? {
        return Err(ApiError::new(ErrorCode::PhoneExistsSalonAdmin));
    }
    // Only the links that are set are stored, like the seed does.
    let social = serde_json::to_value(&social).map_err(ApiError::internal)?;
    let social =
        serde_json::Value::Object(social.as_object().cloned().unwrap_or_default().into_iter().filter(|(_, v)| !v.is_null()).collect());
    let update =
        ProfileUpdate { name, phone, email, address, place, coordinates, transport, social: social.to_string(), custom_link, legal };
    profile::update_profile(&state.db, staff.salon_id, update).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(SalonInfoSaved { message: updated_message(locale), info: load(&state, staff.salon_id).await? }))
}
