// an empty translation unit
