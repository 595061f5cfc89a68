//! The production profile: what payments refuses to start with, tested on the configuration
//! and on the real binary.

use std::process::Command;

use shop_common::profile::Profile;
use shop_payments::config::LIVE_DARAJA_URL;
use shop_payments::domain::Method;

/// A configuration a live shop could run: M-Pesa on Safaricom's live API with real-looking
/// credentials, an https callback, and no card provider.
fn live_config() -> shop_payments::Config {
    let mut config = shop_payments::testing::config("http://127.0.0.1:1", LIVE_DARAJA_URL);
    config.methods = vec![Method::Mpesa];
    config.daraja.consumer_key = "Qx81kLmN02zvT5".into();
    config.daraja.consumer_secret = "p0Rt7sWq91LmZ".into();
    config.daraja.passkey = "9f8e7d6c5b4a39281706f5e4d3c2b1a0".into();
    config.daraja.shortcode = "4012345".to_owned();
    config.daraja.callback_url = "https://shop.co.ke/api/payments/daraja/callback/x".to_owned();
    let payout = &mut config.daraja.payout;
    payout.initiator_name = "samani_api".to_owned();
    payout.initiator_password = "Kx72!mPq9zLw".into();
    payout.certificate_path = Some("/etc/samani/ProductionCertificate.cer".to_owned());
    payout.b2c_shortcode = "3012345".to_owned();
    payout.result_url = "https://shop.co.ke/api/payments/daraja/payout/result/x".to_owned();
    payout.timeout_url = "https://shop.co.ke/api/payments/daraja/payout/timeout/x".to_owned();
    config
}

#[test]
fn production_refuses_refunds_it_could_not_send_or_hear_of() {
    let mut config = live_config();
    let payout = &mut config.daraja.payout;
    payout.initiator_password = shop_payments::config::SIM_INITIATOR_PASSWORD.into();
    payout.certificate_path = None;
    payout.b2c_shortcode = String::new();
    payout.result_url = "http://shop.co.ke/api/payments/daraja/payout/result/x".to_owned();
    assert_eq!(
        config.refusals(Profile::Production, false).variables(),
        [
            "DARAJA_INITIATOR_PASSWORD",
            "DARAJA_CERT_PATH",
            "DARAJA_B2C_SHORTCODE",
            "DARAJA_RESULT_URL"
        ]
    );
    assert!(config.refusals(Profile::Development, false).is_empty());
}

#[test]
fn the_certificate_may_come_as_a_variable_instead_of_a_file() {
    let mut config = live_config();
    config.daraja.payout.certificate_path = None;
    config.daraja.payout.certificate_pem = Some("-----BEGIN CERTIFICATE-----".to_owned());
    let refusals = config.refusals(Profile::Production, false);
    assert!(refusals.is_empty(), "{:?}", refusals.variables());
}

#[test]
fn a_live_configuration_starts_in_production() {
    let refusals = live_config().refusals(Profile::Production, false);
    assert!(refusals.is_empty(), "{:?}", refusals.variables());
}

#[test]
fn production_refuses_test_cards_the_simulator_and_stand_in_credentials() {
    let mut config = live_config();
    config.methods = vec![Method::Mpesa, Method::Card];
    config.daraja.base_url = "http://127.0.0.1:8089".to_owned();
    config.daraja.passkey = shop_payments::config::SANDBOX_PASSKEY.into();
    config.daraja.consumer_secret = "change-me".into();
    config.daraja.callback_url = "http://localhost/api/payments/daraja/callback/x".to_owned();
    let refusals = config.refusals(Profile::Production, false);
    assert_eq!(
        refusals.variables(),
        [
            "PAYMENT_PROVIDER",
            "DARAJA_BASE_URL",
            "DARAJA_CONSUMER_SECRET",
            "DARAJA_PASSKEY",
            "DARAJA_CALLBACK_URL"
        ]
    );
    // Development runs the same stand-ins: that is what they are for.
    assert!(config.refusals(Profile::Development, false).is_empty());
}

#[test]
fn the_sandbox_beside_live_mpesa_is_refused_in_any_profile_unless_allowed() {
    let mut config = live_config();
    config.methods = vec![Method::Mpesa, Method::Paypal];
    for profile in [Profile::Development, Profile::Production] {
        assert_eq!(
            config.refusals(profile, false).variables(),
            ["PAYMENT_PROVIDER"]
        );
    }
    assert!(config.refusals(Profile::Development, true).is_empty());
    // An address that only starts like Safaricom's is not live (and so refused in production).
    config.methods = vec![Method::Mpesa];
    config.daraja.base_url = "https://api.safaricom.co.ke.example.net".to_owned();
    assert!(!config.live());
    assert_eq!(
        config.refusals(Profile::Production, false).variables(),
        ["DARAJA_BASE_URL"]
    );
}

/// The payments binary with only `vars` set (and PATH), as a container starts it.
fn start_payments(vars: &[(&str, &str)]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_payments"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .envs(vars.iter().copied())
        .output()
        .expect("the payments binary runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn the_binary_refuses_the_sandbox_and_a_change_me_secret_naming_every_variable() {
    let (ok, stderr) = start_payments(&[
        ("SHOP_ENV", "production"),
        ("DARAJA_CALLBACK_SECRET", "change-me-change-me"),
        ("PUBLIC_BASE_URL", "http://localhost"),
        ("PAYMENT_PROVIDER", "sandbox"),
        ("PAYMENT_METHODS", "mpesa,card"),
        // An unused port: the binary must stop before it connects anywhere.
        ("DATABASE_URL", "postgres://shop:shop@127.0.0.1:1/shop"),
    ]);
    assert!(!ok, "payments started: {stderr}");
    assert!(stderr.contains("SHOP_ENV=production"), "{stderr}");
    for variable in [
        "PAYMENT_PROVIDER",
        "DARAJA_CALLBACK_SECRET",
        "DARAJA_CONSUMER_KEY",
        "DARAJA_CONSUMER_SECRET",
        "DARAJA_PASSKEY",
        "DARAJA_SHORTCODE",
        "DARAJA_CALLBACK_URL",
    ] {
        assert!(stderr.contains(variable), "{variable} not named: {stderr}");
    }
    // The secret itself never reaches the log.
    assert!(!stderr.contains("change-me-change-me"), "{stderr}");
}

#[test]
fn production_refuses_paybill_urls_safaricom_cannot_reach_over_https() {
    let mut config = live_config();
    config.c2b.register = true;
    assert_eq!(
        config.refusals(Profile::Production, false).variables(),
        ["DARAJA_C2B_VALIDATION_URL", "DARAJA_C2B_CONFIRMATION_URL"]
    );
    config.c2b.validation_url = "https://shop.co.ke/api/payments/daraja/c2b/validation/x".into();
    config.c2b.confirmation_url =
        "https://shop.co.ke/api/payments/daraja/c2b/confirmation/x".into();
    assert!(config.refusals(Profile::Production, false).is_empty());
    // Registered on Safaricom's portal instead: nothing to check.
    config.c2b.register = false;
    config.c2b.validation_url = "http://127.0.0.1/v".into();
    assert!(config.refusals(Profile::Production, false).is_empty());
    assert_eq!(config.paybill(), Some("4012345"));
    config.daraja.transaction_type = "CustomerBuyGoodsOnline".into();
    assert_eq!(config.paybill(), None, "a till has no account number");
}
