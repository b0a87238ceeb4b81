# es: rules messages.
