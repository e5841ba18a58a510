/// Recipes suggests a recipe from a receipt photo or an ingredient list, checked against allergies.
public enum Recipes {}
