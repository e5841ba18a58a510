public enum FoodIndexModule {}
