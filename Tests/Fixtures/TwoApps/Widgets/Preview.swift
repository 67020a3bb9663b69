final class WidgetPreview {}
