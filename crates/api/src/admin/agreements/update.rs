//! `PUT /agreements/{slug}`: saves the editor's texts as the next version.

use axum::Json;
use axum::extract::State;
use domain::Problems;
use domain::agreement::{AGREEMENT_NAME_MAX_CHARS, AGREEMENT_TEXT_MAX_CHARS, AgreementText};
use domain::salon_settings::check_confirmed;
use serde::Deserialize;
use store::agreements::AgreementUpdate;
use utoipa::ToSchema;

use super::get::{AdminAgreement, load};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct AgreementInput {
    #[schema(min_length = 1, max_length = 200)]
    pub name: String,
    /// HTML from the editor; sanitised before it is stored.
    #[schema(max_length = 300000)]
    pub text_tr: String,
    #[schema(max_length = 300000)]
    pub text_en: String,
    #[schema(max_length = 300000)]
    pub text_ru: String,
    /// Everyone meets the new version's popup at their next visit.
    pub force_accept: bool,
    /// The admin ticked "I confirm the changes" (spec §5); false is a 422.
    pub confirm_changes: bool,
}

const _: () = assert!(AGREEMENT_NAME_MAX_CHARS == 200 && AGREEMENT_TEXT_MAX_CHARS == 300_000);

/// Saves a new version: the HTML is sanitised (the editor's tags only), the version number goes
/// up, the old texts stay readable as versions, and the change is audited.
#[utoipa::path(put, path = "/agreements/{slug}", operation_id = "admin_agreement_update", tag = "admin", params(("slug" = String, Path)), request_body = AgreementInput, responses((status = 200, body = AdminAgreement), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(slug): Path<String>,
    ValidJson(body): ValidJson<AgreementInput>,
) -> ApiResult<Json<AdminAgreement>> {
    let mut problems = Problems::default();
    check_confirmed(body.confirm_changes, &mut problems);
    let text = match AgreementText::parse(&body.name, &body.text_tr, &body.text_en, &body.text_ru) {
        Ok(text) => Some(text),
        Err(found) => {
            problems.extend(found);
            None
        }
    };
    let text = problems.finish(text)?;
    let input = AgreementUpdate { text, force_accept: body.force_accept };
    store::agreements::update(&state.db, &slug, input, admin.actor()).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(load(&state, &slug).await?))
}
