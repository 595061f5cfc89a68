//! Compiles every `.proto` under `shop/` with the vendored `protoc`, so no system install is needed.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut config = tonic_prost_build::Config::new();
    config.protoc_executable(protoc_bin_vendored::protoc_bin_path()?);
    let protos = [
        "shop/audit/v1/audit.proto",
        "shop/auth/v1/auth.proto",
        "shop/catalog/v1/catalog.proto",
        "shop/contact/v1/contact.proto",
        "shop/deadletters/v1/dead_letters.proto",
        "shop/events/v1/events.proto",
        "shop/media/v1/media.proto",
        "shop/orders/v1/orders.proto",
        "shop/orders/v1/reviews.proto",
        "shop/payments/v1/payments.proto",
    ];
    for proto in protos {
        println!("cargo:rerun-if-changed={proto}");
    }
    tonic_prost_build::configure().compile_with_config(config, &protos, &["."])?;
    Ok(())
}
