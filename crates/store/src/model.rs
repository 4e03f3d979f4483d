//! The rows `store` hands out, under the names the rest of the code knows them by. They are plain
//! data with public fields (the `Model` structs of `entities`); the query side of each entity
//! (`Entity`, `Column`, `ActiveModel`) stays inside `store`, and `api` reaches rows only through
//! these names and the functions of the aggregate modules (`scripts/check-layers.sh` keeps it so).

pub use crate::entities::accounts::Model as Account;
pub use crate::entities::appointments::Model as Appointment;
pub use crate::entities::basket_items::Model as BasketItemRow;
pub use crate::entities::baskets::Model as BasketRow;
pub use crate::entities::expenses::Model as Expense;
pub use crate::entities::files::Model as StoredFile;
pub use crate::entities::master_breaks::Model as MasterBreak;
pub use crate::entities::master_cases::Model as MasterCase;
pub use crate::entities::masters::Model as Master;
pub use crate::entities::notifications::Model as NotificationRow;
pub use crate::entities::reviews::Model as Review;
pub use crate::entities::salary_payments::Model as SalaryPayment;
pub use crate::entities::salon_clients::Model as ClientCard;
pub use crate::entities::salon_service_options::Model as ServiceOption;
pub use crate::entities::salons::Model as Salon;
pub use crate::entities::sessions::Model as Session;
