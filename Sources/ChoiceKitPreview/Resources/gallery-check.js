(function () {
  "use strict";
  if (!/[?&]check(=|&|$)/.test(window.location.search)) { return; }
  window.addEventListener("load", function () {
    var lines = [];
    var images = Array.prototype.slice.call(document.images);
    lines.push("images " + images.length);
    images.forEach(function (image) {
      if (!image.complete || image.naturalWidth === 0) { lines.push("broken " + image.getAttribute("src")); }
    });
    Array.prototype.forEach.call(document.querySelectorAll("main section"), function (section) {
      var linked = document.querySelector("#contents a[href='#" + section.id + "']") ? "linked" : "unlinked";
      lines.push("section " + section.id + " " + section.querySelectorAll("figure img").length + " " + linked);
    });
    var figures = Array.prototype.slice.call(document.querySelectorAll("main figure"));
    var radios = Array.prototype.slice.call(document.querySelectorAll("#filters input[type=radio]"));
    function choose(radio) {
      radio.checked = true;
      radio.dispatchEvent(new Event("change", { bubbles: true }));
    }
    radios.forEach(function (radio) {
      if (radio.value === "") { return; }
      choose(radio);
      var shown = 0;
      var wrong = figures.filter(function (figure) {
        var value = figure.getAttribute("data-" + radio.name);
        var expected = value === radio.value || (value === null && radio.name !== "idiom");
        if (!figure.hidden) { shown += 1; }
        return figure.hidden === expected;
      });
      lines.push("filter " + radio.name + "=" + radio.value + " shows " + shown + " wrong " + wrong.length);
      if (radio.name === "idiom") {
        var bare = figures.filter(function (figure) {
          return !figure.hidden && figure.getAttribute("data-idiom") === null;
        });
        lines.push("platformless " + radio.value + " " + bare.length);
      }
      radios.forEach(function (other) { if (other.name === radio.name && other.value === "") { choose(other); } });
    });
    auditText(figures, lines, function () {
      window.galleryErrors.forEach(function (message) { lines.push("error " + message); });
      lines.push("end");
      var report = document.createElement("pre");
      report.id = "gallery-check";
      report.hidden = true;
      report.textContent = "\n" + lines.join("\n") + "\n";
      document.body.appendChild(report);
    });
  });

  // Every line of text of every picture, measured as the browser draws it: its box through
  // its transforms, held against the picture's canvas and against the other lines.
  function auditText(figures, lines, done) {
    var holder = document.createElement("div");
    holder.setAttribute("aria-hidden", "true");
    holder.style.cssText = "position:absolute;left:-30000px;top:0;visibility:hidden";
    document.body.appendChild(holder);
    var pending = figures.length;
    var audited = 0;
    function finish() {
      pending -= 1;
      if (pending > 0) { return; }
      document.body.removeChild(holder);
      lines.push("audited " + audited);
      done();
    }
    if (pending === 0) { pending = 1; finish(); return; }
    figures.forEach(function (figure) {
      var source = figure.querySelector("img").getAttribute("src");
      var request = new XMLHttpRequest();
      request.open("GET", source);
      // A picture drawn with text over text on purpose (a menu over a busy screen, the
      // tutorial's coinciding items, items leaving the centre button) says so.
      var overlapsIntended = figure.getAttribute("data-drawn-intended-text-overlaps") !== null;
      request.onload = function () {
        try {
          measure(source, request.responseText, overlapsIntended);
          audited += 1;
        } catch (error) {
          lines.push("unmeasured " + source + " " + error);
        }
        finish();
      };
      request.onerror = function () { lines.push("unmeasured " + source + " cannot be read"); finish(); };
      request.send();
    });
    function measure(source, text, overlapsIntended) {
      var parsed = new DOMParser().parseFromString(text, "image/svg+xml");
      var svg = document.importNode(parsed.documentElement, true);
      holder.appendChild(svg);
      var width = svg.width.baseVal.value;
      var height = svg.height.baseVal.value;
      // An animation stacks its frames in one place over time: its filmstrip is checked for
      // overlaps instead.
      var animated = svg.querySelector("animate, animateTransform") !== null;
      var boxes = [];
      Array.prototype.forEach.call(svg.querySelectorAll("text"), function (run) {
        var words = run.textContent.trim();
        var opacity = 1;
        for (var node = run; node && node !== svg; node = node.parentNode) {
          var own = parseFloat(node.getAttribute("opacity"));
          if (!isNaN(own)) { opacity *= own; }
        }
        if (words === "" || opacity === 0) { return; }
        var box = run.getBBox();
        var matrix = run.getCTM();
        var xs = [], ys = [];
        [[box.x, box.y], [box.x + box.width, box.y], [box.x, box.y + box.height],
          [box.x + box.width, box.y + box.height]].forEach(function (corner) {
          xs.push(matrix.a * corner[0] + matrix.c * corner[1] + matrix.e);
          ys.push(matrix.b * corner[0] + matrix.d * corner[1] + matrix.f);
        });
        var placed = { words: words, opacity: opacity, left: Math.min.apply(null, xs), right: Math.max.apply(null, xs),
          top: Math.min.apply(null, ys), bottom: Math.max.apply(null, ys) };
        // What a clip path leaves of the line is what the reader sees of it.
        for (var clipped = run; clipped && clipped !== svg; clipped = clipped.parentNode) {
          var clip = clipBox(clipped);
          if (clip === null) { continue; }
          placed.left = Math.max(placed.left, clip.left);
          placed.right = Math.min(placed.right, clip.right);
          placed.top = Math.max(placed.top, clip.top);
          placed.bottom = Math.min(placed.bottom, clip.bottom);
        }
        if (placed.right - placed.left <= 0.5 || placed.bottom - placed.top <= 0.5) { return; }
        // Half a point of slack for anti-aliasing and rounding.
        if (placed.left < -0.5 || placed.top < -0.5 || placed.right > width + 0.5 || placed.bottom > height + 0.5) {
          lines.push("outside " + source + " " + JSON.stringify(words));
        }
        boxes.push(placed);
      });
      // Two lines overlap when their boxes share more than a point across and half a line
      // down: the boxes hold the font's whole ascent and descent, so lines set one under the
      // other touch without it. A cross-fade draws two lines in one place whose opacities add
      // up to one; that is one line seen at a time.
      for (var i = 0; i < boxes.length && !animated && !overlapsIntended; i += 1) {
        for (var j = i + 1; j < boxes.length; j += 1) {
          var a = boxes[i], b = boxes[j];
          if (a.opacity + b.opacity <= 1.01) { continue; }
          var across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          var down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (across > 1 && down > Math.min(a.bottom - a.top, b.bottom - b.top) / 2) {
            lines.push("overlap " + source + " " + JSON.stringify(a.words) + " " + JSON.stringify(b.words));
          }
        }
      }
      holder.removeChild(svg);

      // The box of the clip path an element names, in the canvas's coordinates: the bounds of
      // its paths' and rectangles' points (the writer draws straight lines and Béziers, whose
      // control points bound them); null when it names none.
      function clipBox(element) {
        var reference = /url\(#([^)]+)\)/.exec(element.getAttribute("clip-path") || "");
        if (reference === null) { return null; }
        var clipPath = svg.querySelector("[id='" + reference[1] + "']");
        if (clipPath === null) { return null; }
        var points = [];
        Array.prototype.forEach.call(clipPath.querySelectorAll("path, rect"), function (shape) {
          if (shape.tagName === "rect") {
            var x = parseFloat(shape.getAttribute("x") || "0"), y = parseFloat(shape.getAttribute("y") || "0");
            var w = parseFloat(shape.getAttribute("width")), h = parseFloat(shape.getAttribute("height"));
            points.push([x, y], [x + w, y + h]);
            return;
          }
          var numbers = (shape.getAttribute("d") || "").match(/-?[0-9.]+(e-?[0-9]+)?/g) || [];
          for (var k = 0; k + 1 < numbers.length; k += 2) {
            points.push([parseFloat(numbers[k]), parseFloat(numbers[k + 1])]);
          }
        });
        if (points.length === 0) { return null; }
        var matrix = element.getCTM();
        var xs = points.map(function (p) { return matrix.a * p[0] + matrix.c * p[1] + matrix.e; });
        var ys = points.map(function (p) { return matrix.b * p[0] + matrix.d * p[1] + matrix.f; });
        return { left: Math.min.apply(null, xs), right: Math.max.apply(null, xs),
          top: Math.min.apply(null, ys), bottom: Math.max.apply(null, ys) };
      }
    }
  }
})();
