import FoodIndex
public enum IndexBuilderModule {}
