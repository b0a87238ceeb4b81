# ru: cli messages.
