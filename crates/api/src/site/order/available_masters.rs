//! The salon's masters who do every given service, and whether each is free at a time.

use crate::booking::calendar::{self};
use crate::booking::{local, parse_date, parse_time};
use crate::error::{ApiError, ApiResult, FieldError};
use crate::images::image_ref;
use crate::json::ValidQuery;
use crate::site::basket::BasketMaster;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::availability;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::*;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AvailableMastersQuery {
    pub salon_id: i64,
    /// Comma-separated salon service ids the masters must all do.
    pub salon_service_ids: Option<String>,
    /// yyyy-MM-dd, with `time`: tells whether each master is free then.
    #[param(format = Date)]
    pub date: Option<String>,
    /// HH:mm
    #[param(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub time: Option<String>,
    /// Minutes; needed with `date` and `time`.
    #[param(minimum = 1, maximum = 720)]
    pub duration: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AvailableMaster {
    #[serde(flatten)]
    pub master: BasketMaster,
    /// Free at the asked date and time (true when none was asked).
    pub is_free: bool,
}

fn id_list(field: &'static str, text: Option<&str>) -> ApiResult<Vec<i64>> {
    text.unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().map_err(|_| ApiError::field(field, FieldError::new("integer"))))
        .collect()
}

/// The salon's masters who do every given service, and whether each is free at a time.
#[utoipa::path(get, path = "/order/available-masters", tag = "booking", params(AvailableMastersQuery), responses((status = 200, body = Vec<AvailableMaster>), (status = 404, body = crate::error::ErrorBody)))]
pub async fn available_masters(
    State(state): State<AppState>,
    ValidQuery(query): ValidQuery<AvailableMastersQuery>,
) -> ApiResult<Json<Vec<AvailableMaster>>> {
    let (salon, masters) = salon_and_masters(&state, query.salon_id).await?;
    let services = id_list("salon_service_ids", query.salon_service_ids.as_deref())?;
    let ids: Vec<i64> = masters.iter().map(|m| m.id).collect();
    // Every master's portrait, fetched beside the services rather than after them.
    let (doers, portraits) =
        tokio::try_join!(async { Ok(store::bookings::services_of_masters(&state.db, &ids).await?) }, portraits(&state, &masters))?;
    let capable: Vec<_> =
        masters.into_iter().filter(|m| services.iter().all(|s| doers.get(&m.id).is_some_and(|set| set.contains(s)))).collect();
    let when = match (query.date.as_deref(), query.time.as_deref()) {
        (Some(d), Some(t)) => {
            Some((parse_date("date", d)?, parse_time("time", t)?, duration_of(query.duration, i32::from(salon.time_slicing))?))
        }
        _ => None,
    };
    let free: Vec<bool> = match when {
        Some((date, start, duration)) => {
            let ids: Vec<i64> = capable.iter().map(|m| m.id).collect();
            let (salon_calendar, calendars) = calendar::load(&state, &salon, &ids, date, date, None).await?;
            let now = local(Utc::now());
            calendars
                .iter()
                .map(|c| {
                    availability::is_free(&salon_calendar, c, date, start, duration, (now.date(), calendar::local_minute(now)))
                        .unwrap_or(false)
                })
                .collect()
        }
        None => vec![true; capable.len()],
    };
    Ok(Json(
        capable
            .iter()
            .zip(free)
            .map(|(m, is_free)| AvailableMaster {
                master: BasketMaster {
                    id: m.id,
                    full_name: m.full_name.clone(),
                    position: m.position.clone(),
                    photo: m.photo_file_id.and_then(|f| portraits.get(&f)).map(|f| image_ref(f, &m.full_name)),
                },
                is_free,
            })
            .collect(),
    ))
}
