# ru: rules messages.
