//! Updates name, e-mail, gender, birthday and photo.

use crate::auth::CurrentUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::Problems;
use domain::person::{self, Email, Gender};
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdatePersonalData {
    #[schema(min_length = 1, max_length = 120)]
    pub full_name: String,
    pub email: Option<String>,
    pub gender: Option<String>,
    pub birthday: Option<String>,
    pub photo_file_id: Option<i64>,
}

/// Updates name, e-mail, gender, birthday and photo.
#[utoipa::path(post, path = "/update-personal-data", tag = "account", request_body = UpdatePersonalData, responses((status = 200, body = PersonalData), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_personal_data(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<UpdatePersonalData>,
) -> ApiResult<Json<PersonalData>> {
    let mut out = Problems::default();
    let full_name = person::full_name("full_name", &body.full_name, &mut out);
    let email = person::optional_email("email", body.email.as_deref(), &mut out);
    let gender = Gender::optional("gender", body.gender.as_deref(), &mut out);
    // A birthday is in the past; a date that is not is as wrong as one that is no date.
    let birthday = match out.optional_date("birthday", body.birthday.as_deref()) {
        Some(Some(date)) if date >= chrono::Utc::now().date_naive() => {
            out.push("birthday", "wrong_format");
            None
        }
        other => other,
    };
    if let Some(id) = body.photo_file_id {
        let owned = store::files::file(&state.db, id).await?.is_some_and(|f| f.uploaded_by == Some(user.account.id));
        if !owned {
            out.push("photo_file_id", "wrong_format");
        }
    }
    let (((full_name, email), gender), birthday) = out.finish(full_name.zip(email).zip(gender).zip(birthday))?;
    let (email, gender) = (email.map(Email::into_string), gender.map(|g| g.as_str().to_owned()));
    let updated = store::accounts::update_personal(
        &state.db,
        user.account.clone(),
        store::accounts::PersonalData { full_name, email, gender, birthday, photo_file_id: body.photo_file_id },
    )
    .await?;
    Ok(Json(personal(&state, &user, &updated).await?))
}
