# ru: rounds messages.
