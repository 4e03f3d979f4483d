//! A master's portfolio cases in the salon cabinet (spec §7 salon employees cases): list, create,
//! update, delete. The public master page shows them (`site` `salon/case/{id}`).

mod create;
mod create_from_reply;
mod delete;
mod list;
mod update;

pub use create::*;
pub use create_from_reply::*;
pub use delete::*;
pub use list::*;
pub use update::*;

use crate::auth::SalonStaff;
use crate::booking::hhmm;
use crate::error::{ApiError, ApiResult};
use crate::images::{ImageRef, image_ref};
use crate::master::calendar::today;
use crate::state::AppState;
use domain::Problems;
use domain::portfolio::{CaseFields, CaseInput};
use serde::{Deserialize, Serialize};
use store::model::MasterCase;
use store::team::cases::CaseData;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct CasePhoto {
    pub file_id: i64,
    pub image: ImageRef,
}

/// A portfolio case.
#[derive(Debug, Serialize, ToSchema)]
pub struct CaseView {
    pub id: i64,
    pub master_id: i64,
    /// Catalogue service id.
    pub service_id: Option<i64>,
    pub service_name: Option<String>,
    /// yyyy-MM-dd
    pub date: String,
    /// HH:mm
    pub time: Option<String>,
    pub description: Option<String>,
    pub photos: Vec<CasePhoto>,
}

/// A case as the form sends it.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CaseForm {
    /// The master (for `create`; a case stays with its master).
    pub master_id: Option<i64>,
    /// A catalogue service the salon offers (`service_id` of `employees/search-services`).
    pub service_id: Option<i64>,
    /// yyyy-MM-dd, today or earlier.
    #[serde(default)]
    #[schema(format = Date)]
    pub date: String,
    /// HH:mm
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub time: Option<String>,
    #[schema(max_length = 1000)]
    pub description: Option<String>,
    /// Uploaded file ids (`/api/common/upload-file`), 1 to 10, in display order.
    #[serde(default)]
    #[schema(min_items = 1, max_items = 10)]
    pub photos: Vec<i64>,
}

async fn views(state: &AppState, locale: domain::Locale, master_id: Option<i64>, case_id: Option<i64>) -> ApiResult<Vec<CaseView>> {
    Ok(store::salon_page::cases(&state.db, locale, store::salon_page::CaseReader::Salon, master_id, case_id)
        .await?
        .into_iter()
        .map(|c| CaseView {
            id: c.case.id,
            master_id: c.case.master_id,
            service_id: c.case.service_id,
            service_name: c.service_name,
            date: c.case.done_on.format("%Y-%m-%d").to_string(),
            time: c.case.done_at_min.map(|m| hhmm(m as u16)),
            description: c.case.description,
            photos: c.photos.iter().map(|f| CasePhoto { file_id: f.id, image: image_ref(f, &c.master_name) }).collect(),
        })
        .collect())
}

async fn parse(state: &AppState, staff: &SalonStaff, form: &CaseForm, current: Option<&MasterCase>) -> ApiResult<CaseData> {
    let mut out = Problems::default();
    let input = CaseInput {
        service_id: form.service_id,
        date: &form.date,
        time: form.time.as_deref(),
        description: form.description.as_deref(),
        photos: &form.photos,
    };
    let fields = CaseFields::parse(input, today(), &mut out);
    // Photos the case has already may stay; new ones must be the user's own uploads.
    let kept = match current {
        Some(case) => store::team::cases::photo_ids(&state.db, case.id).await?,
        None => Vec::new(),
    };
    for id in form.photos.iter().filter(|id| !kept.contains(id)) {
        let owned = store::files::file(&state.db, *id).await?.is_some_and(|f| f.uploaded_by == Some(staff.user.account.id));
        if !owned {
            out.push("photos", "wrong_format");
            break;
        }
    }
    let fields = out.finish(fields)?;
    if !store::team::cases::salon_offers(&state.db, staff.salon_id, fields.service_id).await? {
        return Err(ApiError::not_found());
    }
    Ok(CaseData {
        service_id: Some(fields.service_id),
        done_on: fields.done_on,
        done_at_min: fields.done_at_min.map(|m| m as i16),
        description: fields.description,
        photos: fields.photos,
    })
}

async fn one(state: &AppState, locale: domain::Locale, case_id: i64) -> ApiResult<CaseView> {
    views(state, locale, None, Some(case_id)).await?.pop().ok_or_else(ApiError::not_found)
}
