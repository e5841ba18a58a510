/// AIAnalysis estimates a meal's items and macros from a photo or a description, over the
/// providers' HTTP APIs, with a fallback chain, retries and an on-disk cache.
public enum AIAnalysis {}
