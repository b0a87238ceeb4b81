# es: hostile messages.
