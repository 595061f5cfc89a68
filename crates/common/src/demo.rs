//! The demo shop's customers (issue 24, part 2): the same accounts in auth (`auth seed demo`)
//! and on the seeded orders and reviews (`orders seed demo`), so each names them by the same
//! fixed id. They exist only in a shop loaded with the demo data.

use uuid::Uuid;

/// A demo customer: name, email, phone (07XXXXXXXX), county.
pub struct DemoCustomer {
    pub name: &'static str,
    pub email: &'static str,
    pub phone: &'static str,
    pub city: &'static str,
    pub county: &'static str,
}

/// The demo customers, in a fixed order: the index gives each its id ([`customer_id`]).
pub const CUSTOMERS: &[DemoCustomer] = &[
    c(
        "Wanjiru Kamau",
        "wanjiru.kamau",
        "0712000101",
        "Nairobi",
        "Nairobi",
    ),
    c(
        "Otieno Odhiambo",
        "otieno.odhiambo",
        "0712000102",
        "Kisumu",
        "Kisumu",
    ),
    c(
        "Achieng Atieno",
        "achieng.atieno",
        "0712000103",
        "Nairobi",
        "Nairobi",
    ),
    c(
        "Kiprono Kirui",
        "kiprono.kirui",
        "0712000104",
        "Eldoret",
        "Uasin Gishu",
    ),
    c(
        "Njeri Mwangi",
        "njeri.mwangi",
        "0712000105",
        "Thika",
        "Kiambu",
    ),
    c(
        "Mutua Musyoka",
        "mutua.musyoka",
        "0712000106",
        "Machakos",
        "Machakos",
    ),
    c(
        "Amina Hassan",
        "amina.hassan",
        "0712000107",
        "Mombasa",
        "Mombasa",
    ),
    c(
        "Kamau Njoroge",
        "kamau.njoroge",
        "0712000108",
        "Nakuru",
        "Nakuru",
    ),
    c(
        "Chebet Langat",
        "chebet.langat",
        "0712000109",
        "Kericho",
        "Kericho",
    ),
    c(
        "Wafula Barasa",
        "wafula.barasa",
        "0712000110",
        "Kakamega",
        "Kakamega",
    ),
    c(
        "Nyambura Wairimu",
        "nyambura.wairimu",
        "0712000111",
        "Nairobi",
        "Nairobi",
    ),
    c(
        "Omondi Ouma",
        "omondi.ouma",
        "0712000112",
        "Kisumu",
        "Kisumu",
    ),
    c(
        "Fatuma Ali",
        "fatuma.ali",
        "0712000113",
        "Malindi",
        "Kilifi",
    ),
    c(
        "Mwende Mutiso",
        "mwende.mutiso",
        "0712000114",
        "Kitui",
        "Kitui",
    ),
    c(
        "Kibet Rotich",
        "kibet.rotich",
        "0712000115",
        "Eldoret",
        "Uasin Gishu",
    ),
    c(
        "Wambui Karanja",
        "wambui.karanja",
        "0712000116",
        "Nyeri",
        "Nyeri",
    ),
    c(
        "Juma Mohamed",
        "juma.mohamed",
        "0712000117",
        "Mombasa",
        "Mombasa",
    ),
    c(
        "Akinyi Owino",
        "akinyi.owino",
        "0712000118",
        "Nairobi",
        "Nairobi",
    ),
    c(
        "Mwangi Gitau",
        "mwangi.gitau",
        "0712000119",
        "Ruiru",
        "Kiambu",
    ),
    c(
        "Nekesa Wanjala",
        "nekesa.wanjala",
        "0712000120",
        "Bungoma",
        "Bungoma",
    ),
    c(
        "Koech Kiplagat",
        "koech.kiplagat",
        "0712000121",
        "Nairobi",
        "Nairobi",
    ),
    c(
        "Muthoni Ndungu",
        "muthoni.ndungu",
        "0712000122",
        "Kiambu",
        "Kiambu",
    ),
    c(
        "Halima Abdi",
        "halima.abdi",
        "0712000123",
        "Garissa",
        "Garissa",
    ),
    c(
        "Onyango Okoth",
        "onyango.okoth",
        "0712000124",
        "Nairobi",
        "Nairobi",
    ),
];

const fn c(
    name: &'static str,
    email: &'static str,
    phone: &'static str,
    city: &'static str,
    county: &'static str,
) -> DemoCustomer {
    DemoCustomer {
        name,
        email,
        phone,
        city,
        county,
    }
}

/// The domain of the demo customers' emails (no mail is sent there: it is not a real mailbox).
pub const EMAIL_DOMAIN: &str = "demo.samanifurniture.co.ke";

/// The demo customer's email address.
pub fn email(customer: &DemoCustomer) -> String {
    format!("{}@{EMAIL_DOMAIN}", customer.email)
}

/// The fixed id of the `index`-th demo customer.
pub fn customer_id(index: usize) -> Uuid {
    Uuid::from_u128(0x5a3a_0000_0000_4000_8000_0000_0000_0000 | index as u128)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_emails_are_distinct() {
        let mut ids: Vec<Uuid> = (0..CUSTOMERS.len()).map(customer_id).collect();
        ids.dedup();
        assert_eq!(ids.len(), CUSTOMERS.len());
        let mut emails: Vec<String> = CUSTOMERS.iter().map(email).collect();
        emails.sort();
        emails.dedup();
        assert_eq!(emails.len(), CUSTOMERS.len());
        assert!(CUSTOMERS.iter().all(|c| c.phone.len() == 10));
    }
}
