# ru: report messages.
