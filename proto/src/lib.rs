//! Generated gRPC contracts. One module per service and version, mirroring `proto/shop/`.

pub mod audit {
    pub mod v1 {
        tonic::include_proto!("shop.audit.v1");
    }
}

pub mod auth {
    pub mod v1 {
        tonic::include_proto!("shop.auth.v1");
    }
}

pub mod catalog {
    pub mod v1 {
        tonic::include_proto!("shop.catalog.v1");
    }
}

pub mod contact {
    pub mod v1 {
        tonic::include_proto!("shop.contact.v1");
    }
}

pub mod deadletters {
    pub mod v1 {
        tonic::include_proto!("shop.deadletters.v1");
    }
}

pub mod events {
    pub mod v1 {
        tonic::include_proto!("shop.events.v1");
    }
}

pub mod media {
    pub mod v1 {
        tonic::include_proto!("shop.media.v1");
    }
}

pub mod orders {
    pub mod v1 {
        tonic::include_proto!("shop.orders.v1");
    }
}

pub mod payments {
    pub mod v1 {
        tonic::include_proto!("shop.payments.v1");
    }
}
