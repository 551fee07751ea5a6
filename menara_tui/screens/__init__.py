"""The screens of the app. Each module is imported only when its screen is first opened."""
