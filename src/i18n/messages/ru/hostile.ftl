# ru: hostile messages.
