print("builder")
