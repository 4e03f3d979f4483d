//! The logged-in user's own account: data, logout, role switch, password, personal data, phone.

mod accept_agreement;
mod change_active_role;
mod check_update_phone_sms;
mod data;
mod leave_impersonate;
mod logout;
mod password_change;
mod password_send_code;
mod personal_data;
mod request_phone_update;
mod update_personal_data;

pub use accept_agreement::*;
pub use change_active_role::*;
pub use check_update_phone_sms::*;
pub use data::*;
pub use leave_impersonate::*;
pub use logout::*;
pub use password_change::*;
pub use password_send_code::*;
pub use personal_data::*;
pub use request_phone_update::*;
pub use update_personal_data::*;

use crate::auth::CurrentUser;
use crate::error::ApiResult;
use crate::state::AppState;
use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct Sent {
    pub sent: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UploadedFile {
    pub id: i64,
    pub full_url: String,
    pub name: String,
    pub size: i64,
}

impl From<store::model::StoredFile> for UploadedFile {
    fn from(file: store::model::StoredFile) -> Self {
        UploadedFile { id: file.id, full_url: format!("/api/files/{}", file.storage_key), name: file.name, size: file.size }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PersonalData {
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    /// `male` or `female`.
    pub gender: Option<String>,
    /// `yyyy-MM-dd`.
    pub birthday: Option<NaiveDate>,
    pub photo: Option<UploadedFile>,
    pub roles: Vec<String>,
    pub has_password: bool,
    /// Set when a deletion was requested: the date it will be carried out by.
    pub deletion_scheduled: bool,
}

async fn personal(state: &AppState, user: &CurrentUser, account: &store::model::Account) -> ApiResult<PersonalData> {
    let photo = match account.photo_file_id {
        Some(id) => store::files::file(&state.db, id).await?.map(UploadedFile::from),
        None => None,
    };
    Ok(PersonalData {
        id: account.id,
        full_name: account.full_name.clone(),
        phone: account.phone.clone(),
        email: account.email.clone(),
        gender: account.gender.clone(),
        birthday: account.birthday,
        photo,
        roles: user.roles.iter().map(|g| g.role.as_str().to_owned()).collect(),
        has_password: account.password_hash.is_some(),
        deletion_scheduled: account.deletion_requested_at.is_some(),
    })
}
