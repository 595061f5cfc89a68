//! Compiles every `.proto` under `shop/` with the vendored `protoc`, so no system install is needed.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let protoc = protoc_bin_vendored::protoc_bin_path()?;
    // SAFETY: build scripts are single-threaded; nothing else reads the environment concurrently.
    unsafe { std::env::set_var("PROTOC", protoc) };
    let protos = [
        "shop/audit/v1/audit.proto",
        "shop/auth/v1/auth.proto",
        "shop/catalog/v1/catalog.proto",
        "shop/contact/v1/contact.proto",
        "shop/deadletters/v1/dead_letters.proto",
        "shop/events/v1/events.proto",
        "shop/media/v1/media.proto",
        "shop/orders/v1/orders.proto",
        "shop/payments/v1/payments.proto",
    ];
    for proto in protos {
        println!("cargo:rerun-if-changed={proto}");
    }
    tonic_prost_build::configure().compile_protos(&protos, &["."])?;
    Ok(())
}
