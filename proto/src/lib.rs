//! Generated gRPC contracts. One module per service and version, mirroring `proto/shop/`.

pub mod catalog {
    pub mod v1 {
        tonic::include_proto!("shop.catalog.v1");
    }
}
