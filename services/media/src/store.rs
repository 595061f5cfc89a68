//! Where picture files live, behind a small trait: the local directory `MEDIA_DIR` (the
//! embedded setup, which the gateway serves directly). An S3-compatible store would be another
//! implementation (docs/decisions.md, "Media").

use std::future::Future;
use std::io;
use std::path::PathBuf;
use std::pin::Pin;

pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = io::Result<T>> + Send + 'a>>;

/// Files by key (`i/<public_id>/original`), each written whole and never changed.
pub trait Store: Send + Sync + 'static {
    /// Writes `bytes` at `key` atomically: a reader sees the whole file or none.
    fn put<'a>(&'a self, key: &'a str, bytes: Vec<u8>) -> StoreFuture<'a, ()>;
    /// The file at `key`, if there is one.
    fn get<'a>(&'a self, key: &'a str) -> StoreFuture<'a, Option<Vec<u8>>>;
    fn exists<'a>(&'a self, key: &'a str) -> StoreFuture<'a, bool>;
    /// Removes every file under `prefix` (`i/<public_id>`).
    fn remove_all<'a>(&'a self, prefix: &'a str) -> StoreFuture<'a, ()>;
}

/// Files under a local directory.
pub struct LocalDisk {
    root: PathBuf,
}

impl LocalDisk {
    pub fn new(root: PathBuf) -> Self {
        Self { root }
    }

    fn path(&self, key: &str) -> PathBuf {
        debug_assert!(!key.contains(".."), "keys come from variant_path");
        self.root.join(key)
    }
}

impl Store for LocalDisk {
    fn put<'a>(&'a self, key: &'a str, bytes: Vec<u8>) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let path = self.path(key);
            if let Some(dir) = path.parent() {
                tokio::fs::create_dir_all(dir).await?;
            }
            let temporary = path.with_file_name(format!(
                ".{}.{}.tmp",
                path.file_name().and_then(|n| n.to_str()).unwrap_or("file"),
                uuid::Uuid::new_v4().simple()
            ));
            tokio::fs::write(&temporary, &bytes).await?;
            match tokio::fs::rename(&temporary, &path).await {
                Ok(()) => Ok(()),
                Err(e) => {
                    let _ = tokio::fs::remove_file(&temporary).await;
                    Err(e)
                }
            }
        })
    }

    fn get<'a>(&'a self, key: &'a str) -> StoreFuture<'a, Option<Vec<u8>>> {
        Box::pin(async move {
            match tokio::fs::read(self.path(key)).await {
                Ok(bytes) => Ok(Some(bytes)),
                Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(e),
            }
        })
    }

    fn exists<'a>(&'a self, key: &'a str) -> StoreFuture<'a, bool> {
        Box::pin(async move { tokio::fs::try_exists(self.path(key)).await })
    }

    fn remove_all<'a>(&'a self, prefix: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            match tokio::fs::remove_dir_all(self.path(prefix)).await {
                Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
                _ => Ok(()),
            }
        })
    }
}
