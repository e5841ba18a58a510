/// FoodJournal keeps what a person ate: an append-only, human-readable event log that survives
/// crashes and concurrent writers.
public enum FoodJournal {}
