//! `POST services/binding`, `PUT` and `DELETE services/binding/{id}`: the salon sells a catalogue
//! service at its price, discount and duration, with subservices and add-ons
//! (`salon_service_options` of kind `subservice` / `addon`) and the masters who do it.

mod create;
mod delete;
mod update;

pub use create::*;
pub use delete::*;
pub use update::*;

use super::catalogue::{ServiceBinding, binding_out};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;
use axum::Json;
use domain::Problems;
use domain::salon_settings::{self as rules, NAME_MAX_CHARS, OPTIONS_MAX, TEXT_MAX_CHARS};
use serde::{Deserialize, Serialize};
use store::salon_profile::{self as profile, BindingInput, BindingRefusal, OptionInput};
use utoipa::ToSchema;

/// A subservice or add-on as the form sends it. Empty number inputs are null.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct BindingOptionInput {
    /// An existing option of this binding to keep (past visits point at it); null for a new one.
    pub id: Option<i64>,
    pub name_tr: String,
    pub name_en: Option<String>,
    pub name_ru: Option<String>,
    /// kuruş, 0 or more
    #[schema(minimum = 0, maximum = 100_000_000)]
    pub price: Option<i64>,
    /// Extra minutes, 0 or more, a multiple of 5.
    #[schema(minimum = 0, maximum = 720, multiple_of = 5)]
    pub duration_min: Option<i64>,
}

/// The binding form. Empty number inputs are null.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ServiceBindingInput {
    /// The catalogue service (POST only; ignored by PUT).
    pub service_id: Option<i64>,
    /// kuruş, more than 0
    #[schema(minimum = 1, maximum = 100_000_000)]
    pub price: Option<i64>,
    /// 0 to 100; null is 0
    #[schema(minimum = 0, maximum = 100)]
    pub discount_percent: Option<i64>,
    /// Minutes, more than 0, a multiple of 5, at most 720.
    #[schema(minimum = 5, maximum = 720, multiple_of = 5)]
    pub duration_min: Option<i64>,
    pub description: Option<String>,
    /// Can be added to one booking several times.
    pub is_multiple: bool,
    /// Ids of this salon's masters.
    pub master_ids: Vec<i64>,
    pub subservices: Vec<BindingOptionInput>,
    pub addons: Vec<BindingOptionInput>,
}

fn required_number(field: &str, value: Option<i64>, out: &mut Problems) -> Option<i64> {
    if value.is_none() {
        out.push(field, "required");
    }
    value
}

/// Checks the form, adding every problem to `out`; the input when there was none.
fn parse(body: &ServiceBindingInput, out: &mut Problems) -> Option<BindingInput> {
    let before = out.0.len();
    let price = required_number("price", body.price, out);
    if let Some(p) = price {
        rules::check_price("price", p, false, out);
    }
    let discount = body.discount_percent.unwrap_or(0);
    rules::check_discount("discount_percent", discount, out);
    let duration = required_number("duration_min", body.duration_min, out);
    if let Some(d) = duration {
        rules::check_duration("duration_min", d, false, out);
    }
    let description = out.optional_text("description", body.description.as_deref(), TEXT_MAX_CHARS).flatten();
    if body.subservices.len() + body.addons.len() > OPTIONS_MAX {
        out.push_with("addons", "max_value", vec![("max", OPTIONS_MAX.to_string())]);
    }
    let mut options = Vec::new();
    for (kind, list) in [("subservice", &body.subservices), ("addon", &body.addons)] {
        let group = if kind == "subservice" { "subservices" } else { "addons" };
        for (i, o) in list.iter().enumerate() {
            let field = |name: &str| format!("{group}.{i}.{name}");
            let name_tr = out.required_text(&field("name_tr"), &o.name_tr, NAME_MAX_CHARS);
            let name_en = out.optional_text(&field("name_en"), o.name_en.as_deref(), NAME_MAX_CHARS).flatten();
            let name_ru = out.optional_text(&field("name_ru"), o.name_ru.as_deref(), NAME_MAX_CHARS).flatten();
            let price = required_number(&field("price"), o.price, out);
            if let Some(p) = price {
                rules::check_price(&field("price"), p, true, out);
            }
            let minutes = required_number(&field("duration_min"), o.duration_min, out);
            if let Some(m) = minutes {
                rules::check_duration(&field("duration_min"), m, true, out);
            }
            if let (Some(tr), Some(price), Some(minutes)) = (name_tr, price, minutes) {
                options.push(OptionInput {
                    id: o.id,
                    kind,
                    names: [tr, name_en.unwrap_or_default(), name_ru.unwrap_or_default()],
                    price,
                    duration_min: minutes as i32,
                });
            }
        }
    }
    let (Some(price), Some(duration)) = (price, duration) else { return None };
    (out.0.len() == before).then(|| BindingInput {
        price,
        discount_percent: discount as i16,
        duration_min: duration as i32,
        description,
        is_multiple: body.is_multiple,
        master_ids: body.master_ids.clone(),
        options,
    })
}

fn refusal(r: BindingRefusal) -> ApiError {
    match r {
        // A master of another salon is as unknown here as a binding of another salon.
        BindingRefusal::NotFound | BindingRefusal::ForeignMaster => ApiError::not_found(),
        BindingRefusal::AlreadyBound => ApiError::new(ErrorCode::ServiceAlreadyBound),
    }
}

async fn answer(state: &AppState, salon_id: i64, id: i64) -> ApiResult<Json<ServiceBinding>> {
    let (binding, _) = profile::binding(&state.db, salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(binding_out(&binding)))
}
