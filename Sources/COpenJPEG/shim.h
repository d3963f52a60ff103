#pragma once
#include <openjpeg.h>
